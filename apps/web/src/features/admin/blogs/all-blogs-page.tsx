import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { NameCell } from '../components/data-table.tsx';
import { ListPage } from '../components/list-page.tsx';
import { useDeleteBlog } from './api/delete-blog.ts';
import { useAdminBlogs } from './api/get-admin-blogs.ts';

const PAGE_SIZE = 20;

export function Component() {
  const [page, setPage] = useState(1);
  return (
    <ListPage
      title="All Blogs"
      add={{ to: '/admin/blog/addblog', label: 'Add Blog' }}
      list={useAdminBlogs({ page, limit: PAGE_SIZE })}
      paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: 'Blog pages' }}
      table={{ caption: 'Blogs', loadingText: 'Loading blogs…', emptyText: 'No blogs yet.' }}
      picture={{ src: (b) => b.image, label: 'Banner' }}
      columns={[
        { header: 'Title', cell: (b) => <NameCell name={b.title} featured={b.featured} />, sortBy: (b) => b.title },
        { header: 'Category', cell: (b) => <span className="capitalize">{b.category}</span>, sortBy: (b) => b.category },
        { header: 'Author', cell: (b) => b.author, sortBy: (b) => b.author },
        { header: 'Created At', cell: (b) => formatDateTime(b.createdAt), sortBy: (b) => b.createdAt, className: 'whitespace-nowrap' },
      ]}
      nameOf={(b) => b.title}
      viewPath={(b) => `/blog/${b._id}`}
      editPath={(b) => `/admin/blog/allblog/edit/${b._id}`}
      remove={{ mutation: useDeleteBlog(), kind: 'blog', success: 'Blog deleted successfully', failure: 'Error deleting blog' }}
    />
  );
}
